/**
 * Buttons speak in Title Case (docs/architecture.md, "Glossary"), as the spec
 * names them: "Add to Cart", "Proceed to Checkout", "Continue Shopping". This
 * reads the label of every button and button-like control in the shop's
 * source (every remote, the shell and shared; tests left out) and names each
 * file, line and label that is not, so the next button is checked too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shopButtonLabels, titleCaseProblem } from './buttonLabels';
import { shopRoot as root, shopSourceFiles } from './shopSources';

const labelsIn = (files: Record<string, string>) =>
  shopButtonLabels(new Map(Object.entries(files))).map((label) => label.text);

describe('button labels are in Title Case', () => {
  it('knows Title Case: short words lower case unless first, busy labels and amounts left as they are', () => {
    for (const good of [
      'Add to Cart',
      'Proceed to Checkout',
      'Inquire About This Product',
      'Continue as Guest',
      'Sign In',
      'Pay ${…}',
      'Remove ${…} From Cart',
      'Signing in...',
      'Placing your order…',
      'Brands & Pop Culture',
      '30% Off',
      'To the Top',
    ])
      expect([good, titleCaseProblem(good)]).toEqual([good, undefined]);
    for (const bad of [
      'Continue as guest',
      'Edit cart',
      'Back To Products',
      'sign In',
      'Sign in',
      'Sign in to Continue',
      'Open menu',
      'Save my address',
    ])
      expect([bad, titleCaseProblem(bad)]).toEqual([bad, expect.any(String)]);
  });

  it('reads the labels of buttons, button-like links and what a component hands on to one', () => {
    const labels = labelsIn({
      '/s/Button.tsx': `
        import { Button } from '@giftshop/shared';
        export const Plain = styled.button({});
        export function Ghost(props: ButtonProps) { return <Button disabled {...props} />; }
        const Pill = styled(ShopLink)({ borderRadius: radius.pill });
        const Quiet = styled(ShopLink)({ textDecoration: 'underline' });
        const retryName = { cart: 'Retry loading the cart', account: 'Retry Loading Your Account' };
        export const Links = () => (
          <p>
            <Pill to="/contact">Contact us</Pill> or <Quiet to="/faq">read the answers</Quiet>
            <button aria-label={retryName[remote] ?? 'Retry'} />
          </p>
        );`,
      '/s/Form.tsx': `
        import { Button, ButtonLink } from '@giftshop/shared';
        import { Ghost, Plain } from './Button';
        const Tab = styled(Plain)({});
        const LABELS = ['Checking…', 'Sign in to continue'] as const;
        export function Retry({ retryLabel, title }: { retryLabel: string; title: string }) {
          return <section><h2>{title}</h2><Button onClick={go}>{retryLabel}</Button></section>;
        }
        export function Form({ busy }: { busy: boolean }) {
          const label = LABELS[busy ? 0 : 1];
          return (
            <form>
              <h2>Your details</h2>
              <Button type="submit">{busy ? 'Saving...' : 'Save address'}</Button>
              <ButtonLink to="/cart">Edit <strong>cart</strong></ButtonLink>
              <Tab role="tab">{label}</Tab>
              <button aria-label={\`Remove \${name} from cart\`}><Icon /></button>
              <span role="menuitem">My orders</span>
              <a href="/faq">read our answers</a>
              <Retry title="It broke" retryLabel="Try again" />
              <Ghost>Save changes</Ghost>
            </form>
          );
        }`,
    });
    expect(labels.sort()).toEqual(
      [
        'Saving...',
        'Save address',
        'Edit cart',
        'Checking…',
        'Sign in to continue',
        'Remove ${…} from cart',
        'My orders',
        'Try again',
        'Save changes',
        'Contact us',
        'Retry loading the cart',
        'Retry Loading Your Account',
        'Retry',
      ].sort(),
    );
  });

  it('finds none in sentence case in every remote, the shell and shared', () => {
    const sources = new Map(shopSourceFiles().map((file) => [file, readFileSync(file, 'utf8')] as const));
    const labels = shopButtonLabels(sources);
    // the scan reaches the labels it must: the spec's own, in each room
    expect(labels.map((label) => label.text)).toEqual(
      expect.arrayContaining(['Add to Cart', 'Proceed to Checkout', 'Continue Shopping', 'Sign In']),
    );
    const wrong = labels.flatMap(({ file, line, text }) => {
      const problem = titleCaseProblem(text);
      return problem ? [`${path.relative(root, file)}:${line} "${text}": ${problem}`] : [];
    });
    expect(wrong).toEqual([]);
  });
});
