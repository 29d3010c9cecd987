import { getShopConfig } from '@giftshop/shared';
import { type ProductDetail, type ProductVariant } from '@giftshop/shared/domain';
import { ReviewsTab } from '../reviews/ReviewsTab';
import { reviewsAsked } from '../reviews/reviewsAddress';
import type { TabSpec } from './ProductTabs';

/** The description as paragraphs (blank lines separate them); plain text, never markup. */
function Description({ text }: { text: string | null }) {
  const paragraphs = (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!paragraphs.length) {
    return <p>Made to order and personalized just for you, with your own words, colors and design.</p>;
  }
  return paragraphs.map((p, i) => <p key={i}>{p}</p>);
}

function Features({ variant }: { variant: ProductVariant | null }) {
  const { returnsDays } = getShopConfig();
  const facts = [
    variant?.variant_name && `Selected: ${variant.variant_name}`,
    variant?.material && `Material: ${variant.material}`,
    variant?.size && `Size: ${variant.size}`,
    'Free personalization on every order',
    'Made to order for you',
    `${returnsDays}-day returns`,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <ul css={{ margin: 0, paddingLeft: '1.2em' }}>
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}

/** The Description, Features and Reviews tabs of a product. */
export function productInfoTabs(
  product: ProductDetail,
  variant: ProductVariant | null,
  // the rating line's figures; the Reviews tab reads the same ones with their count per star
  rating: { value: number; count: number },
): TabSpec[] {
  return [
    { label: 'Description', content: <Description text={product.default_description} /> },
    { label: 'Features', content: <Features variant={variant} /> },
    {
      label: rating.count > 0 ? `Reviews (${rating.count})` : 'Reviews',
      content: <ReviewsTab product={product} />,
      opensFor: reviewsAsked,
    },
  ];
}
