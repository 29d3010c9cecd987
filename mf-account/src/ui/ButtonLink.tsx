import { Button, ShopLink } from '@giftshop/shared';

/** The shop's button look on an in-shop link. */
export const ButtonLink = Button.withComponent(ShopLink);
