import { ShopLink } from '../navigation/navigation';
import { Button } from './Button';

/** An in-shop link with the shop's button look (Back to Home, Start Shopping, Proceed to Checkout…). */
export const ButtonLink = Button.withComponent(ShopLink);
