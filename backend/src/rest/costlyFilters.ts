import { RestError } from './restError';

/**
 * Filters whose cost does not come from the rows but from the filter itself
 * are refused before they reach the database. A regular expression is
 * compiled into an automaton whose size is the pattern's with every counted
 * repetition written out: `(a{255}){255}` is 65,025 states, which PGlite
 * cannot even report as an error without breaking; a back-reference makes
 * matching exponential (`(.*)(.*)\2\1x` ran for seconds per row). Full-text
 * queries cost per term and per row. An `or`/`and` tree is parsed on the
 * server's own thread, level by level: a deep one is refused before it
 * costs that thread a second. Everything else a request can ask for
 * (`like`/`ilike` patterns, `in` lists, wide trees) is bounded by the
 * statement time limit, like any slow query.
 */
export const FILTER_LIMITS = {
  /** Characters in a `match`/`imatch` pattern. */
  patternLength: 200,
  /** The largest count in `{m}`, `{m,}`, `{m,n}` (Postgres allows 255). */
  repetitionCount: 100,
  /** Atoms of a pattern once counted repetitions are written out (`(ab){10}` is 20). */
  expandedSize: 1000,
  /** Words in an `fts`/`plfts`/`phfts`/`wfts` query. */
  searchTerms: 32,
  /** Levels of nested `or(…)`/`and(…)` in one filter (`or=(a,and(b,c))` is 2). */
  treeDepth: 32,
};

function refused(what: string, message: string, hint: string): RestError {
  return new RestError(400, 'PGRST100', message, what, hint);
}

interface Group {
  /** Size of the alternatives already closed by `|`. */
  closed: number;
  /** Size of the alternative being read. */
  current: number;
  /** Size of the last atom (what a quantifier repeats). */
  last: number;
}

/** Index just past the bracket expression starting at `start` (`[`), or -1 if it never closes. */
function bracketEnd(pattern: string, start: number): number {
  let i = start + 1;
  if (pattern[i] === '^') i++;
  if (pattern[i] === ']') i++; // a leading ] is a literal
  while (i < pattern.length) {
    const ch = pattern[i];
    if (ch === '[' && /[:.=]/.test(pattern[i + 1] ?? '')) {
      const close = pattern.indexOf(pattern[i + 1]! + ']', i + 2);
      if (close < 0) return -1;
      i = close + 2;
    } else if (ch === ']') return i + 1;
    else i++;
  }
  return -1;
}

/**
 * Why a `match`/`imatch` pattern is refused, or null when it may run. A
 * conservative reading of Postgres's regular expressions: anything it
 * cannot follow is refused rather than guessed.
 */
export function regexProblem(pattern: string): { message: string; hint: string } | null {
  const limits = FILTER_LIMITS;
  if (pattern.length > limits.patternLength) {
    return {
      message: `regular expression is longer than ${limits.patternLength} characters`,
      hint: 'Search with a shorter pattern, or with like/ilike.',
    };
  }
  if (pattern.startsWith('***')) {
    return { message: 'regular expression directors (***) are not supported', hint: 'Leave out the *** prefix.' };
  }
  const stack: Group[] = [{ closed: 0, current: 0, last: 0 }];
  const atom = (size: number) => {
    const top = stack[stack.length - 1]!;
    top.current += size;
    top.last = size;
  };
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    const top = stack[stack.length - 1]!;
    if (ch === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9]/.test(next)) {
        return {
          message: 'regular expressions with back-references (\\1 … \\9) are not supported',
          hint: 'A back-reference makes matching exponential; match the text without one.',
        };
      }
      i++;
      atom(1);
    } else if (ch === '[') {
      const end = bracketEnd(pattern, i);
      if (end < 0) return { message: 'regular expression has an unclosed [', hint: 'Close the bracket expression.' };
      i = end - 1;
      atom(1);
    } else if (ch === '(') {
      if (pattern[i + 1] === '?') {
        const kind = /^\?(:|=|!|<=|<!)/.exec(pattern.slice(i + 1));
        if (!kind) {
          return {
            message: 'regular expressions with embedded options (?…) are not supported',
            hint: 'Use imatch for a case-insensitive match.',
          };
        }
        i += kind[0].length;
      }
      stack.push({ closed: 0, current: 0, last: 0 });
    } else if (ch === ')') {
      if (stack.length === 1)
        return { message: 'regular expression has an unmatched )', hint: 'Balance the parentheses.' };
      stack.pop();
      atom(Math.max(1, top.closed + top.current));
    } else if (ch === '|') {
      top.closed += top.current;
      top.current = 0;
      top.last = 0;
    } else if (ch === '{') {
      const bound = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
      if (!bound) {
        atom(1); // a literal {
        continue;
      }
      const min = Number(bound[1]);
      const max = bound[3] ? Number(bound[3]) : undefined;
      if (min > limits.repetitionCount || (max ?? 0) > limits.repetitionCount) {
        return {
          message: `regular expression repetition counts above ${limits.repetitionCount} are not supported`,
          hint: `Use counts of at most ${limits.repetitionCount}, or * and +.`,
        };
      }
      const times = bound[2] === undefined ? min : (max ?? min + 1);
      top.current += top.last * (times - 1);
      top.last *= times;
      i += bound[0].length - 1;
    } else if (ch !== '*' && ch !== '+' && ch !== '?') {
      atom(1); // *, + and ? loop without copying the atom
    }
    const size = stack.reduce((sum, g) => sum + g.closed + g.current, 0);
    if (size > limits.expandedSize) {
      return {
        message: `regular expression is too large once its repetitions are counted out (over ${limits.expandedSize})`,
        hint: 'Use smaller repetition counts, or * and +.',
      };
    }
  }
  if (stack.length > 1) return { message: 'regular expression has an unclosed (', hint: 'Balance the parentheses.' };
  return null;
}

/** Throws a 400 for a filter that cannot be evaluated safely (see FILTER_LIMITS). */
export function refuseCostlyFilter(op: string, value: string, filterText: string): void {
  if (op === 'match' || op === 'imatch') {
    const problem = regexProblem(value);
    if (problem) throw refused(filterText, problem.message, problem.hint);
  } else if (op === 'fts' || op === 'plfts' || op === 'phfts' || op === 'wfts') {
    const terms = value.match(/[\p{L}\p{N}_]+/gu)?.length ?? 0;
    if (terms > FILTER_LIMITS.searchTerms) {
      throw refused(
        filterText,
        `full-text search with more than ${FILTER_LIMITS.searchTerms} terms is not supported`,
        `Search for at most ${FILTER_LIMITS.searchTerms} words.`,
      );
    }
  }
}

/** Throws a 400 for an `or`/`and` tree nested deeper than FILTER_LIMITS.treeDepth (`depth` counts from 1). */
export function refuseDeepTree(depth: number): void {
  if (depth > FILTER_LIMITS.treeDepth) {
    throw new RestError(
      400,
      'PGRST100',
      `logic trees nested deeper than ${FILTER_LIMITS.treeDepth} levels are not supported`,
      null,
      'Flatten the tree: or(a,b,c) rather than or(a,or(b,c)).',
    );
  }
}
