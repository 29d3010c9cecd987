/**
 * The words on the shop's buttons, read from its source: the label of every
 * button and button-like link (`<button>`, the shared `Button` and
 * `ButtonLink`, anything styled from them or from `styled.button`, an element
 * whose role is button, tab or menuitem, a `<summary>`), its `aria-label`, and
 * the labels a component hands on to one (a prop, or `children`, that ends up
 * as a button's words). A label held in a constant of the file is followed to
 * its strings. Written in the shop's words by `titleCaseProblem`.
 */
import path from 'node:path';
import ts from 'typescript';

export interface ButtonLabel {
  file: string;
  line: number;
  text: string;
}

/** Words a title leaves in lower case unless they open it. */
const minorWords = new Set(['a', 'an', 'the', 'and', 'or', 'to', 'of', 'in', 'on', 'for', 'as', 'at', 'by']);

/**
 * Why a button's label is not in Title Case, or undefined when it is: every
 * word capitalized, the short words (a, an, the, and, or, to, of, in, on,
 * for, as, at, by) in lower case unless first. Words that are not words (an
 * amount, an interpolated name `${…}`, a symbol) are left alone. A label that
 * ends in an ellipsis says the button is busy ("Signing in...", the spec's own
 * words): it is a status, written as a sentence. "In" is a verb's particle
 * after Sign or Log, and is capitalized as the spec writes Sign In ("Sign In
 * to Continue").
 */
export function titleCaseProblem(label: string): string | undefined {
  const text = label.replace(/\s+/g, ' ').trim();
  if (text === '' || /(\.\.\.|…)$/.test(text)) return undefined;
  const words = text.split(' ');
  for (const [index, raw] of words.entries()) {
    const word = raw.replace(/^[^\p{L}$]+/u, '');
    if (!/^\p{L}/u.test(word)) continue;
    const first = index === 0 || /[:—–]$/.test(words[index - 1]!);
    const bare = word.replace(/[^\p{L}'’-]+$/u, '');
    if (bare.toLowerCase() === 'in' && /^(Sign|Log)$/.test(words[index - 1] ?? '')) {
      if (bare !== 'In')
        return `"${words[index - 1]} ${bare}" is written "${words[index - 1]} In", as the spec's Sign In`;
    } else if (!first && minorWords.has(bare.toLowerCase())) {
      if (bare !== bare.toLowerCase()) return `"${bare}" is a short word: lower case unless it opens the label`;
    } else if (bare[0] !== bare[0]!.toUpperCase()) {
      return `"${bare}" starts in lower case`;
    }
  }
  return undefined;
}

const buttonRoles = new Set(['button', 'tab', 'menuitem']);

/** A file's parsed source with the names it gives to buttons and the labels its components hand on. */
interface ParsedFile {
  file: string;
  source: ts.SourceFile;
  /** worked out once per file (its constants, its components), as the scan goes over it until nothing is new */
  memo: { consts?: Map<string, ts.Expression>; components?: Map<ts.Node, Component> };
}

function parseSource(file: string, text: string): ParsedFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return { file, source: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind), memo: {} };
}

function tagName(node: ts.JsxOpeningLikeElement): string {
  return node.tagName.getText();
}

function attribute(node: ts.JsxOpeningLikeElement, name: string): ts.JsxAttribute | undefined {
  return node.attributes.properties.find(
    (p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText() === name,
  );
}

function literalAttribute(node: ts.JsxOpeningLikeElement, name: string): string | undefined {
  const value = attribute(node, name)?.initializer;
  return value && ts.isStringLiteral(value) ? value.text : undefined;
}

/** The component a `const X = …` makes a button of: styled.button, styled('button'), styled(Button), Button.withComponent(…). */
function makesButton(expression: ts.Expression, buttons: Set<string>): boolean {
  let node: ts.Node = expression;
  for (;;) {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && callee.text === 'styled') {
        const made = node.arguments[0];
        if (!made) return false;
        if (ts.isStringLiteral(made)) return made.text === 'button';
        return makesButton(made, buttons);
      }
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'withComponent') {
        return makesButton(callee.expression, buttons);
      }
      node = callee;
    } else if (ts.isPropertyAccessExpression(node)) {
      if (ts.isIdentifier(node.expression) && node.expression.text === 'styled') return node.name.text === 'button';
      return false;
    } else if (
      ts.isExpressionWithTypeArguments(node) ||
      ts.isAsExpression(node) ||
      ts.isParenthesizedExpression(node)
    ) {
      node = node.expression;
    } else if (ts.isIdentifier(node)) {
      return buttons.has(node.text);
    } else {
      return false;
    }
  }
}

/**
 * A link drawn as a button: `styled(ShopLink)` or `styled.a` given the
 * button's pill shape (`radius.pill`), as the header's Contact Us.
 */
function drawnAsButton(expression: ts.Expression, consts: Map<string, ts.Expression>): boolean {
  if (!ts.isCallExpression(expression)) return false;
  const maker = expression.expression;
  const link =
    (ts.isCallExpression(maker) &&
      ts.isIdentifier(maker.expression) &&
      maker.expression.text === 'styled' &&
      /^(ShopLink|'a')$/.test(maker.arguments[0]?.getText() ?? '')) ||
    (ts.isPropertyAccessExpression(maker) && maker.getText() === 'styled.a');
  const style = expression.arguments[0];
  const drawn = style && ts.isIdentifier(style) ? consts.get(style.text) : style;
  return link && drawn !== undefined && drawn.getText().includes('radius.pill');
}

/** Every `const Name = <button maker>` of a file, followed until no new name turns up (styled(Step) of a Step). */
function buttonComponents(parsed: ParsedFile, known: Set<string>): Set<string> {
  const buttons = new Set(known);
  const consts = constants(parsed);
  for (let grew = true; grew;) {
    grew = false;
    const visit = (node: ts.Node) => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        !buttons.has(node.name.text) &&
        (makesButton(node.initializer, buttons) || drawnAsButton(node.initializer, consts))
      ) {
        buttons.add(node.name.text);
        grew = true;
      }
      ts.forEachChild(node, visit);
    };
    visit(parsed.source);
  }
  return buttons;
}

/** The constants of a file by name (its `const x = …`, at any depth: a label worked out in a component). */
function constants(parsed: ParsedFile): Map<string, ts.Expression> {
  if (parsed.memo.consts) return parsed.memo.consts;
  const found = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      found.set(node.name.text, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(parsed.source);
  parsed.memo.consts = found;
  return found;
}

/** What an expression may show as words: its strings in the places a value comes from (not a condition, not a key). */
function expressionTexts(
  node: ts.Node,
  consts: Map<string, ts.Expression>,
  handedOn: (name: string) => void,
  seen = new Set<string>(),
): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return [node.head.text + node.templateSpans.map((span) => '${…}' + span.literal.text).join('')];
  if (ts.isConditionalExpression(node))
    return [node.whenTrue, node.whenFalse].flatMap((n) => expressionTexts(n, consts, handedOn, seen));
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
      return [node.left, node.right].flatMap((n) => expressionTexts(n, consts, handedOn, seen));
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return expressionTexts(node.right, consts, handedOn, seen);
    return [];
  }
  if (ts.isArrayLiteralExpression(node))
    return node.elements.flatMap((n) => expressionTexts(n, consts, handedOn, seen));
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return expressionTexts(node.expression, consts, handedOn, seen);
  if (ts.isElementAccessExpression(node)) return expressionTexts(node.expression, consts, handedOn, seen);
  // a label looked up by key (`retryLabel[remote]`): each of its values
  if (ts.isObjectLiteralExpression(node))
    return node.properties.flatMap((p) =>
      ts.isPropertyAssignment(p) ? expressionTexts(p.initializer, consts, handedOn, seen) : [],
    );
  if (ts.isIdentifier(node)) {
    const value = consts.get(node.text);
    if (value && !seen.has(node.text)) {
      seen.add(node.text);
      return expressionTexts(value, consts, handedOn, seen);
    }
    if (!value) handedOn(node.text);
    return [];
  }
  if (ts.isJsxElement(node) || ts.isJsxFragment(node) || ts.isJsxSelfClosingElement(node))
    return jsxTexts(node, consts, handedOn, seen);
  return [];
}

/** Every way a list of pieces may read, one choice of each in turn (at most `limit` readings). */
function readings(pieces: string[][], limit = 32): string[] {
  return pieces.reduce<string[]>(
    (sofar, choices) => sofar.flatMap((start) => choices.map((choice) => start + choice)).slice(0, limit),
    [''],
  );
}

/** The words of JSX as read aloud: one reading per branch its expressions take (`busy ? 'Saving...' : 'Save'`). */
function jsxTexts(
  node: ts.Node,
  consts: Map<string, ts.Expression>,
  handedOn: (name: string) => void,
  seen: Set<string>,
): string[] {
  const children = ts.isJsxElement(node) || ts.isJsxFragment(node) ? node.children : [];
  return readings(
    children.map((child) => {
      if (ts.isJsxText(child)) return [child.text];
      if (ts.isJsxExpression(child)) {
        if (!child.expression) return [''];
        const texts = expressionTexts(child.expression, consts, handedOn, seen);
        // an expression of no text of its own (`{count}`, `{cond && 'x'}` when not shown) reads as a placeholder
        const shown = ts.isBinaryExpression(child.expression) ? [...texts, ''] : texts;
        return shown.length > 0 ? shown : [' ${…} '];
      }
      return jsxTexts(child, consts, handedOn, seen);
    }),
  );
}

/** A label as it is checked: its spaces made one, and only if it has words. */
function labelsOf(text: string): string[] {
  const label = text.replace(/\s+/g, ' ').trim();
  return /\p{L}/u.test(label.replace(/\$\{…\}/g, '')) ? [label] : [];
}

interface Component {
  name: string;
  /** the props it destructures (`{ retryLabel, children }`) */
  props: Set<string>;
  /** the names that hold its props whole (`props`, `...rest`): spread on a button, they give it its words */
  whole: Set<string>;
}

/** The function components of a file, by their function. */
function componentProps(parsed: ParsedFile): Map<ts.Node, Component> {
  if (parsed.memo.components) return parsed.memo.components;
  const found = new Map<ts.Node, Component>();
  const visit = (node: ts.Node) => {
    let name: string | undefined;
    let fn: ts.SignatureDeclaration | undefined;
    if (ts.isFunctionDeclaration(node) && node.name) [name, fn] = [node.name.text, node];
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      [name, fn] = [node.name.text, node.initializer];
    const first = fn?.parameters[0]?.name;
    if (name && fn && first && ts.isObjectBindingPattern(first))
      found.set(fn, {
        name,
        props: new Set(
          first.elements.filter((e) => !e.dotDotDotToken).map((e) => (e.propertyName ?? e.name).getText()),
        ),
        whole: new Set(first.elements.filter((e) => e.dotDotDotToken).map((e) => e.name.getText())),
      });
    if (name && fn && first && ts.isIdentifier(first))
      found.set(fn, { name, props: new Set(), whole: new Set([first.text]) });
    ts.forEachChild(node, visit);
  };
  visit(parsed.source);
  parsed.memo.components = found;
  return found;
}

interface FileButtons {
  labels: ButtonLabel[];
  /** component name → its props that become a button's words (`children` for its JSX children) */
  handsOn: Map<string, Set<string>>;
}

/**
 * A file's button labels, and the props of its components that a button shows.
 * `buttons` are the button components it may use; `handsOnElsewhere` the props
 * other files' components show on a button (`<ErrorState retryLabel="…">`).
 */
function fileButtonLabels(
  parsed: ParsedFile,
  buttons: Set<string>,
  handsOnElsewhere: Map<string, Set<string>>,
): FileButtons {
  const consts = constants(parsed);
  const components = componentProps(parsed);
  const labels: ButtonLabel[] = [];
  const handsOn = new Map<string, Set<string>>();
  const lineOf = (node: ts.Node) => parsed.source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const enclosingComponent = (node: ts.Node) => {
    for (let at: ts.Node | undefined = node; at; at = at.parent) {
      const component = components.get(at);
      if (component) return component;
    }
    return undefined;
  };
  const add = (node: ts.Node, texts: string[]) => {
    for (const text of texts.flatMap(labelsOf)) labels.push({ file: parsed.file, line: lineOf(node), text });
  };
  const handsOnProp = (component: Component, prop: string) => {
    const props = handsOn.get(component.name) ?? new Set<string>();
    props.add(prop);
    handsOn.set(component.name, props);
  };
  const handedOnBy = (node: ts.Node) => (name: string) => {
    const component = enclosingComponent(node);
    if (component?.props.has(name)) handsOnProp(component, name);
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) {
      const opening = ts.isJsxElement(node) ? node.openingElement : node;
      const tag = tagName(opening);
      const role = literalAttribute(opening, 'role');
      const isButton =
        tag === 'button' || tag === 'summary' || buttons.has(tag) || (role !== undefined && buttonRoles.has(role));
      if (isButton) {
        add(node, jsxTexts(node, consts, handedOnBy(node), new Set()));
        // a component's props spread on a button (`<Button {...props} />`) give it its words and its aria-label
        const component = enclosingComponent(node);
        for (const spread of opening.attributes.properties)
          if (ts.isJsxSpreadAttribute(spread) && component?.whole.has(spread.expression.getText()))
            for (const prop of ['children', 'aria-label']) handsOnProp(component, prop);
        const ariaLabel = attribute(opening, 'aria-label')?.initializer;
        if (ariaLabel) {
          const value = ts.isJsxExpression(ariaLabel) ? ariaLabel.expression : ariaLabel;
          if (value) add(ariaLabel, expressionTexts(value, consts, handedOnBy(node)));
        }
      }
      // a component of another file shows one of its props on a button: the value given here is a label
      const shown = handsOnElsewhere.get(tag);
      if (shown) {
        for (const prop of shown) {
          if (prop === 'children') {
            if (!isButton) add(node, jsxTexts(node, consts, handedOnBy(node), new Set()));
            continue;
          }
          const value = attribute(opening, prop)?.initializer;
          if (!value) continue;
          const expression = ts.isJsxExpression(value) ? value.expression : value;
          if (expression) add(value, expressionTexts(expression, consts, handedOnBy(node)));
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed.source);
  return { labels, handsOn };
}

/** Names a file imports, by the module it names (`'../ui/RoundIconButton'`, `'@giftshop/shared'`). */
function importsOf(parsed: ParsedFile): { name: string; from: string }[] {
  return parsed.source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return [];
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) return [];
    const from = statement.moduleSpecifier.text;
    return bindings.elements.map((e) => ({ name: e.name.text, from }));
  });
}

/** The label of every button in these sources (path → text), each file's buttons known through its imports. */
export function shopButtonLabels(sources: Map<string, string>): ButtonLabel[] {
  const parsed = new Map([...sources].map(([file, text]) => [file, parseSource(file, text)]));
  const resolve = (file: string, from: string) => {
    if (from === '@giftshop/shared') return 'shared';
    if (!from.startsWith('.')) return undefined;
    const base = path.join(path.dirname(file), from);
    return [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts')].find((candidate) => parsed.has(candidate));
  };
  // the buttons each file makes, followed through imports until none is new (ButtonLink of Button, Step of RoundIconButton)
  const made = new Map<string, Set<string>>([['shared', new Set(['Button', 'ButtonLink'])]]);
  const knownIn = (file: string) => {
    const known = new Set<string>();
    for (const { name, from } of importsOf(parsed.get(file)!)) {
      const source = resolve(file, from);
      if (source && made.get(source)?.has(name)) known.add(name);
    }
    return known;
  };
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, source] of parsed) {
      const buttons = buttonComponents(source, knownIn(file));
      if (buttons.size > (made.get(file)?.size ?? 0)) [grew] = [true, made.set(file, buttons)];
    }
  }
  // the labels, and the props that components hand on to a button, until none is new
  const handsOn = new Map<string, Set<string>>();
  for (;;) {
    // only a .tsx file holds JSX: a .ts file may make a button (RoundIconButton.ts), never show one
    const results = [...parsed]
      .filter(([file]) => file.endsWith('.tsx'))
      .map(([file, source]) => fileButtonLabels(source, made.get(file) ?? new Set(), handsOn));
    let grew = false;
    for (const result of results)
      for (const [component, props] of result.handsOn) {
        const known = handsOn.get(component) ?? new Set<string>();
        for (const prop of props) if (!known.has(prop)) [grew] = [true, known.add(prop)];
        handsOn.set(component, known);
      }
    if (!grew) return results.flatMap((result) => result.labels);
  }
}
