/**
 * Opens an address in a new window (a tab in most browsers), without giving the page a handle on
 * ours. Returns false when the browser refused (a popup blocker, an installed app that cannot open
 * windows): the caller then says 'Failed to open the link. Please try again.' (1-shell.txt section 8).
 */
export function openLink(address: string): boolean {
  try {
    // Not the 'noopener' feature: with it the answer is always null, and a refusal cannot be told.
    const opened = window.open(address, '_blank');
    if (!opened) return false;
    opened.opener = null;
    return true;
  } catch {
    return false;
  }
}
