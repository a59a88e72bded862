export interface DiffLine {
  side: 'both' | 'disk' | 'mine';
  line: string;
}

/**
 * Lines of two versions, marked as shared or only in one, with unchanged
 * stretches far from any change left out. Common start and end are
 * trimmed first and the middle is diffed by longest common subsequence,
 * which is quick for the few hundred lines an outside edit touches.
 */
export function diffLines(disk: string, mine: string, context = 3): DiffLine[] {
  const a = disk.split('\n');
  const b = mine.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const middle: DiffLine[] = [];
  if (midA.length * midB.length > 4_000_000) {
    // Too large to match line by line: show both blocks whole.
    middle.push(...midA.map((line) => ({ side: 'disk' as const, line })), ...midB.map((line) => ({ side: 'mine' as const, line })));
  } else {
    const table = Array.from({ length: midA.length + 1 }, () => new Uint32Array(midB.length + 1));
    for (let i = midA.length - 1; i >= 0; i--)
      for (let j = midB.length - 1; j >= 0; j--) table[i][j] = midA[i] === midB[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    let i = 0;
    let j = 0;
    while (i < midA.length || j < midB.length) {
      if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
        middle.push({ side: 'both', line: midA[i] });
        i++;
        j++;
      } else if (j < midB.length && (i === midA.length || table[i][j + 1] >= table[i + 1][j])) middle.push({ side: 'mine', line: midB[j++] });
      else middle.push({ side: 'disk', line: midA[i++] });
    }
  }
  const before = a.slice(Math.max(0, start - context), start).map((line) => ({ side: 'both' as const, line }));
  const after = a.slice(endA, endA + context).map((line) => ({ side: 'both' as const, line }));
  return [...before, ...middle, ...after];
}
