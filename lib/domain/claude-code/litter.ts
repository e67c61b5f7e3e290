/**
 * Archive litter and tool folders that never hold a subagent: macOS resource forks, version
 * control, dependencies, and dot files. Dot folders such as `.claude/` and `.claude-plugin/` are read.
 */
export function isLitterPath(path: string): boolean {
  return /(^|\/)(__MACOSX|\.git|node_modules)\//.test(path) || /(^|\/)\.[^/]*$/.test(path);
}
