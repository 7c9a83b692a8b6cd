/** The four daily modes. Route name = storage key = API mode name (docs/architecture.md "Modes"). */
export const MODES = ['classic', 'fusion', 'technique', 'silhouette'] as const
