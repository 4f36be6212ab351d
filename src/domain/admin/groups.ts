// Shapes and rules of the admin groups screens (issue #7, item 3): the category tree
// (type 1) and the home collections (type 2) with their goods in order.
import type { z } from 'zod';
import type { AdminGroupShape, collectionItemSchema } from './goods-schemas.ts';

/**
 * Deepest category level accepted. The storefront shows top-level categories in the
 * navigation and each category's children on its page (with breadcrumbs), so three
 * levels (e.g. Tea > Green tea > Longjing) stay navigable without a wall of chips.
 */
export const MAX_CATEGORY_DEPTH = 3;

export const GROUP_LIMITS = { name: 60, description: 500, image: 500, ids: 500, addGoods: 100 } as const;

/** An image address: a path on this site (uploads, demo art) or empty for none. */
export const GROUP_IMAGE_PATTERN = /^$|^\/(?!\/)[\w\-./]+$/;

export type AdminGroupView = AdminGroupShape;

export type CollectionItemView = z.infer<typeof collectionItemSchema>;

/** A parent of a category and its depth, for building the tree and checking moves. */
export interface TreeNode {
  id: number;
  parent_id: number | null;
}

/** Depth of `id` in the tree (1 for a root); Infinity if the parents loop. */
export function depthOf(nodes: ReadonlyMap<number, TreeNode>, id: number): number {
  let depth = 0;
  let current = nodes.get(id);
  const seen = new Set<number>();
  while (current) {
    if (seen.has(current.id)) return Number.POSITIVE_INFINITY;
    seen.add(current.id);
    depth++;
    current = current.parent_id === null ? undefined : nodes.get(current.parent_id);
  }
  return depth;
}

/** Levels below and including `id` (1 for a leaf). */
export function heightOf(nodes: ReadonlyMap<number, TreeNode>, id: number): number {
  const children = new Map<number, number[]>();
  for (const n of nodes.values()) {
    if (n.parent_id !== null) children.set(n.parent_id, [...(children.get(n.parent_id) ?? []), n.id]);
  }
  const walk = (node: number, seen: Set<number>): number => {
    if (seen.has(node)) return 0;
    seen.add(node);
    return 1 + Math.max(0, ...(children.get(node) ?? []).map((c) => walk(c, seen)));
  };
  return walk(id, new Set());
}

/** Whether `candidate` is `id` itself or one of its descendants (moving `id` under it would loop). */
export function isSelfOrDescendant(nodes: ReadonlyMap<number, TreeNode>, id: number, candidate: number): boolean {
  let current = nodes.get(candidate);
  const seen = new Set<number>();
  while (current && !seen.has(current.id)) {
    if (current.id === id) return true;
    seen.add(current.id);
    current = current.parent_id === null ? undefined : nodes.get(current.parent_id);
  }
  return false;
}

/** Checks a new parent for category `id` (undefined for a new category). Answers the refusal, or null. */
export function parentProblem(
  nodes: ReadonlyMap<number, TreeNode>,
  id: number | undefined,
  parentId: number | null,
): 'cycle' | 'too_deep' | null {
  if (parentId === null) {
    return id !== undefined && heightOf(nodes, id) > MAX_CATEGORY_DEPTH ? 'too_deep' : null;
  }
  if (id !== undefined && isSelfOrDescendant(nodes, id, parentId)) return 'cycle';
  const height = id === undefined ? 1 : heightOf(nodes, id);
  return depthOf(nodes, parentId) + height > MAX_CATEGORY_DEPTH ? 'too_deep' : null;
}
