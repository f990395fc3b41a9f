/**
 * Which way of installing the web app a device is shown (1-shell.txt sections 2 and 4): the app is
 * already installed, the browser's own install prompt, Safari's steps on iOS, or the steps of other
 * browsers. Pure, so it is tested over user agents.
 */
export type InstallGuide = 'installed' | 'ios' | 'other';

export interface DeviceFacts {
  readonly userAgent: string;
  /** navigator.maxTouchPoints: an iPad asks for the desktop site and says it is a Mac. */
  readonly maxTouchPoints: number;
  /** Running as the installed app (display-mode standalone, or iOS's navigator.standalone). */
  readonly standalone: boolean;
}

export const isIos = ({ userAgent, maxTouchPoints }: DeviceFacts): boolean =>
  /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);

export function installGuideFor(device: DeviceFacts): InstallGuide {
  if (device.standalone) return 'installed';
  return isIos(device) ? 'ios' : 'other';
}

/** The facts of this device, read once (a screen's render). */
export function deviceFacts(): DeviceFacts {
  const standalone =
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0, standalone };
}

/** The browser's install prompt (Chromium's BeforeInstallPromptEvent; not in the DOM's types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}
