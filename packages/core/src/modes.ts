/** The four daily modes. Route name = storage key = API mode name (DESIGN.md). */
export const MODES = ['classic', 'fusion', 'technique', 'silhouette'] as const
