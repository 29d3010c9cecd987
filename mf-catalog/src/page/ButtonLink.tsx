import { Button, ShopLink } from '@giftshop/shared';

/** A shop link that looks like the shop's button (Back to Home, Shop all gifts…). */
export const ButtonLink = Button.withComponent(ShopLink);
