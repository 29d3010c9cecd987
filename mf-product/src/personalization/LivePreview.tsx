import { useId, useLayoutEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { color, fontSize, radius, space } from '@giftshop/shared';
import { outlineFor, plateFor } from './colorSwatch';
import { previewFont } from './fontStyle';
import { LINE_HEIGHT, PREVIEW_AREA, previewBox, previewLayout, textWidth } from './previewLines';

const Layer = styled.svg({ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' });
const Tag = styled.span({
  position: 'absolute',
  top: space.md,
  left: space.md,
  maxWidth: `calc(100% - 2 * ${space.md})`,
  padding: `2px ${space.sm}`,
  borderRadius: radius.pill,
  background: 'rgba(255, 255, 255, 0.9)',
  color: color.ink,
  fontSize: fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** useLayoutEffect in the browser only (the server renders no typed text). */
const useBrowserLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * What would be printed, drawn over the product photo: the chosen design's
 * artwork when it is fixed art, or the shopper's text in the chosen colour
 * and lettering, as they type — always inside the print area the photo
 * leaves (`textArea`), never over the background. Text that cannot fit
 * there even at the smallest size ends in "…" (the page says so). SVG text
 * nodes: whatever is typed is shown as text, never markup. `compact` is the
 * copy beside the text box on phones: decorative, the gallery's preview is
 * the one assistive technology reads.
 */
export function LivePreview({
  text,
  fill,
  lettering = null,
  compact = false,
  textArea = null,
  designName = null,
  artwork = null,
}: {
  text: string;
  fill: string;
  lettering?: string | null;
  compact?: boolean;
  /** Where the photo leaves room for the text, in its 600 × 600 units (from the gallery entry). */
  textArea?: readonly [number, number, number, number] | null;
  /** The chosen design, named on the preview's tag. */
  designName?: string | null;
  /** The chosen design's artwork (a URL), drawn in the print area when the design is fixed art. */
  artwork?: string | null;
}) {
  const clipId = useId();
  const textRef = useRef<SVGTextElement>(null);
  const face = previewFont(lettering);
  const box = previewBox(textArea);
  const shown = artwork ? '' : face.uppercase ? text.toUpperCase() : text;
  const layout = previewLayout(shown, { ...PREVIEW_AREA, width: box.width, height: box.height });
  // The layout measures glyphs erring wide; the browser then measures what it drew, and shrinks
  // the text further should a system font draw it wider still (it never grows past the layout).
  const [squeeze, setSqueeze] = useState(1);
  const layoutKey = `${layout.lines.join('\n')}|${layout.size}|${box.width}|${face.family}`;
  useBrowserLayoutEffect(() => {
    const spans = [...(textRef.current?.querySelectorAll('tspan') ?? [])];
    const drawn = Math.max(0, ...spans.map((s) => s.getComputedTextLength?.() ?? 0));
    if (!drawn) return;
    // widths scale with the size: what the layout's own size would draw, and what fits the box
    const next = Math.min(1, (box.width * 0.98 * squeeze) / drawn);
    if (Math.abs(next - squeeze) > 0.005) setSqueeze(next);
  }, [layoutKey]);
  const size = layout.size * squeeze;
  const { lines } = layout;
  const lineHeight = size * LINE_HEIGHT;
  const firstY = box.y - ((lines.length - 1) * lineHeight) / 2;
  const longest = Math.max(0, ...lines.map(textWidth));
  const plateWidth = Math.min(box.width, longest * size + size * 0.8);
  const plateHeight = Math.min(box.height, lines.length * lineHeight + size * 0.4);
  const label = artwork
    ? `Preview: ${designName ?? 'the design'} printed on the product`
    : lines.length
      ? `Preview of your text: ${text.replace(/\s+/g, ' ').trim()}`
      : 'Preview: type your text to see it here';
  return (
    <>
      {!compact && (
        <Tag aria-hidden="true" data-testid="live-preview-tag">
          {designName ? `Preview · ${designName}` : 'Live preview'}
        </Tag>
      )}
      <Layer
        viewBox="0 0 400 400"
        preserveAspectRatio="xMidYMid meet"
        {...(compact ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label, 'data-testid': 'live-preview' })}
      >
        <rect
          x={box.x - box.width / 2}
          y={box.y - box.height / 2}
          width={box.width}
          height={box.height}
          fill="none"
          data-testid={compact ? undefined : 'print-area'}
        />
        {artwork && (
          <>
            <clipPath id={clipId}>
              <rect x={box.x - box.width / 2} y={box.y - box.height / 2} width={box.width} height={box.height} rx={8} />
            </clipPath>
            <image
              href={artwork}
              x={box.x - box.width / 2}
              y={box.y - box.height / 2}
              width={box.width}
              height={box.height}
              preserveAspectRatio="xMidYMid slice"
              clipPath={`url(#${clipId})`}
              data-testid={compact ? undefined : 'live-preview-artwork'}
            />
          </>
        )}
        {lines.length > 0 && (
          <rect
            x={box.x - plateWidth / 2}
            y={box.y - plateHeight / 2}
            width={plateWidth}
            height={plateHeight}
            rx={Math.min(12, plateHeight / 4)}
            fill={plateFor(fill)}
          />
        )}
        <text
          ref={textRef}
          x={box.x}
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
            <tspan key={index} x={box.x} y={firstY + index * lineHeight}>
              {line}
            </tspan>
          ))}
        </text>
      </Layer>
    </>
  );
}
