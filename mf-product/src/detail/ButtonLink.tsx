import { Button, ShopLink } from '@giftshop/shared';

/** A shop link that looks like the shop's button. */
export const ButtonLink = Button.withComponent(ShopLink);
