import styled from '@emotion/styled';
import { color, fontSize, radius, space } from '@giftshop/shared';
import { ProductImage } from '../gallery/ProductImage';
import { LivePreview } from '../personalization/LivePreview';
import { shortened } from '../page/shortened';

const Frame = styled.figure({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  // a row's text may be one long word: it wraps beside the picture, never widens the page
  figcaption: { fontSize: fontSize.sm, color: color.inkMuted, minWidth: 0, overflowWrap: 'anywhere' },
});
const Picture = styled.div({
  position: 'relative',
  width: 120,
  flexShrink: 0,
  aspectRatio: '1 / 1',
  borderRadius: radius.md,
  overflow: 'hidden',
  background: color.surface,
  border: `1px solid ${color.line}`,
  img: { display: 'block', width: '100%', height: '100%', objectFit: 'contain' },
});

/** The selected row on the product, as the live preview draws the page's own text. */
export function GroupPreview({
  image,
  text,
  row,
  fill,
  lettering,
  textArea,
  maxLength,
}: {
  image: string;
  text: string;
  row: number;
  fill: string;
  lettering: string | null;
  textArea: readonly [number, number, number, number] | null;
  /** The design's limit: a longer text (a whole file read as one name) is quoted up to it, and is whole in its row. */
  maxLength: number;
}) {
  return (
    <Frame data-testid="group-preview">
      <Picture>
        <ProductImage src={image} alt="" />
        <LivePreview text={text} fill={fill} lettering={lettering} textArea={textArea} compact />
      </Picture>
      <figcaption>
        Row {row}: <bdi>{text ? shortened(text, maxLength + 1) : '(no text yet)'}</bdi>
      </figcaption>
    </Frame>
  );
}
