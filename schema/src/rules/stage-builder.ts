/**
 * Stage builder rules shared by the gateway and the web (spec 2 §3, §4, §5, §9; spec 1 §3), one
 * import path for both: names and defaults (stage-catalogue), a section's graph and its edge
 * rules (stage-graph), and the edits the builder makes to it (stage-graph-edit).
 */
export * from './stage-catalogue';
export * from './stage-graph';
export * from './stage-graph-edit';
