import { describe, expect, it } from 'vitest';
import { depthOf, heightOf, isSelfOrDescendant, MAX_CATEGORY_DEPTH, parentProblem, type TreeNode } from './groups.ts';

// 1 > 2 > 3, 1 > 4, 5 (root), 6 > 7
const nodes = new Map<number, TreeNode>(
  [
    [1, null],
    [2, 1],
    [3, 2],
    [4, 1],
    [5, null],
    [6, null],
    [7, 6],
  ].map(([id, parent_id]) => [id as number, { id: id as number, parent_id }]),
);

describe('category tree rules', () => {
  it('measures depth and height', () => {
    expect(MAX_CATEGORY_DEPTH).toBe(3);
    expect(depthOf(nodes, 1)).toBe(1);
    expect(depthOf(nodes, 3)).toBe(3);
    expect(heightOf(nodes, 1)).toBe(3);
    expect(heightOf(nodes, 4)).toBe(1);
    expect(heightOf(nodes, 6)).toBe(2);
  });

  it('sees a loop', () => {
    expect(isSelfOrDescendant(nodes, 1, 3)).toBe(true);
    expect(isSelfOrDescendant(nodes, 1, 1)).toBe(true);
    expect(isSelfOrDescendant(nodes, 2, 4)).toBe(false);
  });

  it('refuses a cycle and a tree deeper than the storefront shows', () => {
    expect(parentProblem(nodes, 1, 3)).toBe('cycle');
    expect(parentProblem(nodes, 2, 2)).toBe('cycle');
    expect(parentProblem(nodes, undefined, 3)).toBe('too_deep');
    expect(parentProblem(nodes, undefined, 2)).toBeNull();
    // 6 > 7 under 5 makes 3 levels; under 4 (depth 2) makes 4.
    expect(parentProblem(nodes, 6, 5)).toBeNull();
    expect(parentProblem(nodes, 6, 4)).toBe('too_deep');
    expect(parentProblem(nodes, 2, null)).toBeNull();
    expect(parentProblem(nodes, 4, 5)).toBeNull();
  });
});
