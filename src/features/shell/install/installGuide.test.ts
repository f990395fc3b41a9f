import { describe, expect, it } from 'vitest';
import { installGuideFor } from './installGuide';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_SITE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

describe('the install guide', () => {
  it.each([
    ['Safari on an iPhone', IPHONE_SAFARI, 5, 'ios'],
    ['an iPad asking for the desktop site', IPAD_DESKTOP_SITE, 5, 'ios'],
    ['Safari on a Mac', IPAD_DESKTOP_SITE, 0, 'other'],
    ['Chrome on Android', ANDROID_CHROME, 5, 'other'],
  ])('shows %s its own steps', (_, userAgent, maxTouchPoints, guide) => {
    expect(installGuideFor({ userAgent, maxTouchPoints, standalone: false })).toBe(guide);
  });

  it('tells the installed app it is installed', () => {
    expect(installGuideFor({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5, standalone: true })).toBe('installed');
  });
});
