import styled from '@emotion/styled';
import { color, fontSize, radius, space } from '@giftshop/shared';
import { outlineFor, plateFor } from './colorSwatch';
import { previewFont } from './fontStyle';
import { LINE_HEIGHT, PREVIEW_AREA, previewBox, previewLayout } from './previewLines';

const Layer = styled.svg({ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' });
const Tag = styled.span({
  position: 'absolute',
  top: space.md,
  left: space.md,
  padding: `2px ${space.sm}`,
  borderRadius: radius.pill,
  background: 'rgba(255, 255, 255, 0.9)',
  color: color.ink,
  fontSize: fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

/**
 * The shopper's text drawn over the product image, in the chosen colour, as
 * they type. SVG text nodes: whatever is typed is shown as text, never markup.
 * `compact` is the copy beside the text box on phones: decorative, the
 * gallery's preview is the one assistive technology reads.
 */
export function LivePreview({
  text,
  fill,
  lettering = null,
  compact = false,
  textArea = null,
}: {
  text: string;
  fill: string;
  lettering?: string | null;
  compact?: boolean;
  /** Where the photo leaves room for the text, in its 600 × 600 units (from the gallery entry). */
  textArea?: readonly [number, number, number, number] | null;
}) {
  const face = previewFont(lettering);
  // The product photos leave the lower part of their print area clear (no sample
  // name): the preview sits there, on a soft plate, shrinking and wrapping to fit.
  const box = previewBox(textArea);
  // capitals run wider: the layout allows for it, so the text never leaves its area
  const area = { ...PREVIEW_AREA, width: box.width, height: box.height, charWidth: face.uppercase ? 0.72 : 0.6 };
  const { lines, size } = previewLayout(face.uppercase ? text.toUpperCase() : text, area);
  const lineHeight = size * LINE_HEIGHT;
  const centerX = box.x;
  const centerY = box.y;
  const firstY = centerY - ((lines.length - 1) * lineHeight) / 2;
  const longest = Math.max(...lines.map((l) => l.length), 1);
  const plateWidth = Math.min(area.width + size, longest * size * area.charWidth + size * 1.2);
  const plateHeight = lines.length * lineHeight + size * 0.6;
  return (
    <>
      {!compact && <Tag aria-hidden="true">Live preview</Tag>}
      <Layer
        viewBox="0 0 400 400"
        preserveAspectRatio="xMidYMid meet"
        {...(compact
          ? { 'aria-hidden': true }
          : {
              role: 'img',
              'aria-label': lines.length
                ? `Preview of your text: ${text.replace(/\s+/g, ' ').trim()}`
                : 'Preview: type your text to see it here',
              'data-testid': 'live-preview',
            })}
      >
        {lines.length > 0 && (
          <rect
            x={centerX - plateWidth / 2}
            y={centerY - plateHeight / 2}
            width={plateWidth}
            height={plateHeight}
            rx={12}
            fill={plateFor(fill)}
          />
        )}
        <text
          x={centerX}
          textAnchor="middle"
          dominantBaseline="middle"
          fontFamily={face.family}
          fontStyle={face.italic ? 'italic' : 'normal'}
          fontSize={size}
          fontWeight={face.italic ? 400 : 700}
          fill={fill}
          stroke={outlineFor(fill)}
          strokeWidth={size / 14}
          paintOrder="stroke"
          data-testid={compact ? undefined : 'live-preview-text'}
        >
          {lines.map((line, index) => (
            <tspan key={index} x={centerX} y={firstY + index * lineHeight}>
              {line}
            </tspan>
          ))}
        </text>
      </Layer>
    </>
  );
}
