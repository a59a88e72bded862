import type { CST } from 'yaml';
import type { Problem, Said } from '../problem.js';
import { AnchorAliasOrTag, Directive, NestingTooDeep, SecondDocument, TooManyEntries, UnclosedBracket, UnclosedQuote } from '../problem-catalogue.js';

export interface GuardLimits {
  /** Deepest nesting of mappings and sequences allowed. */
  maxDepth: number;
  /** Most entries one mapping or sequence may hold. */
  maxEntries: number;
}

export const DEFAULT_LIMITS: GuardLimits = { maxDepth: 64, maxEntries: 25_000 };

type At = (offset: number) => { line: number; col: number };

/** A guard's problem; `limit` when the file is past a limit, where composing it is what the limit prevents. */
export interface GuardProblem extends Problem {
  limit?: true;
}

/**
 * Checks the concrete syntax tree before it is composed into a document.
 * Composing is where deep nesting can exhaust memory and where duplicate-key
 * checks turn quadratic, so depth and size are capped here first. The walk
 * uses an explicit stack: recursion is exactly what a hostile file would exploit.
 * site.yaml needs no anchors, aliases, tags or directives, so each is refused
 * at its position rather than silently interpreted.
 */
export function guardCst(tokens: CST.Token[], at: At, limits = DEFAULT_LIMITS): GuardProblem[] {
  const problems: GuardProblem[] = [];
  const report = (offset: number, said: Said) => problems.push({ ...at(offset), ...said });
  const overLimit = (offset: number, said: Said) => problems.push({ ...at(offset), ...said, limit: true });
  let documents = 0;
  const stack: Array<{ token: CST.Token | undefined; depth: number }> = [];

  for (const top of tokens) {
    if (top.type === 'directive') {
      report(top.offset, Directive(top.source.trim()));
    } else if (top.type === 'document') {
      documents += 1;
      if (documents === 2) {
        report(top.offset, SecondDocument());
      }
      checkSourceTokens(top.start, report);
      stack.push({ token: top.value, depth: 0 });
    }
  }

  while (stack.length > 0) {
    const { token, depth } = stack.pop()!;
    if (!token) continue;
    switch (token.type) {
      case 'alias':
        report(token.offset, AnchorAliasOrTag({ alias: token.source }));
        break;
      case 'single-quoted-scalar':
      case 'double-quoted-scalar':
        if (!isClosed(token.source)) report(token.offset, UnclosedQuote());
        break;
      case 'block-scalar':
        for (const prop of token.props) if ('source' in prop) checkSourceToken(prop as CST.SourceToken, report);
        break;
      case 'block-map':
      case 'block-seq':
      case 'flow-collection': {
        if (depth + 1 > limits.maxDepth) {
          overLimit(token.offset, NestingTooDeep(limits.maxDepth));
          break;
        }
        if (token.items.length > limits.maxEntries) {
          overLimit(token.offset, TooManyEntries(token.items.length, limits.maxEntries));
          break;
        }
        if (token.type === 'flow-collection') {
          checkSourceTokens(token.end, report);
          const open = token.start.source === '[' ? '[' : '{';
          if (!token.end.some((t) => t.source === (open === '[' ? ']' : '}'))) report(token.offset, UnclosedBracket(open));
        }
        for (const item of token.items) {
          checkSourceTokens(item.start, report);
          if (item.sep) checkSourceTokens(item.sep, report);
          if (item.key) stack.push({ token: item.key, depth: depth + 1 });
          stack.push({ token: item.value, depth: depth + 1 });
        }
        break;
      }
      default:
        break;
    }
  }
  return problems;
}

/** A quoted scalar's source ends with its own quote character when it is closed. */
export function isClosed(source: string): boolean {
  const quote = source[0];
  return source.length >= 2 && source.endsWith(quote);
}

function checkSourceTokens(tokens: CST.SourceToken[] | undefined, report: (o: number, said: Said) => void) {
  for (const t of tokens ?? []) checkSourceToken(t, report);
}

function checkSourceToken(token: CST.SourceToken, report: (o: number, said: Said) => void) {
  if (token.type === 'anchor') report(token.offset, AnchorAliasOrTag({ anchor: token.source }));
  if (token.type === 'tag') report(token.offset, AnchorAliasOrTag({ tag: token.source }));
}
