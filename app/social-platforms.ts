// The social platforms a profile links to, by the contract's keys (spec `SocialLinks`), with the names
// people know them by: the keys a draft may fill, the forms offer and the public pages name.
import type { components } from '../generated/api.d.ts';

type SocialLinks = components['schemas']['SocialLinks'];

// Every key of SocialLinks has a name here (the type fails to compile otherwise), in the order the forms
// offer them.
export const platformNames: Record<keyof SocialLinks, string> = {
  website: 'Website',
  linkedin: 'LinkedIn',
  xing: 'XING',
  x: 'X',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  github: 'GitHub',
  gitlab: 'GitLab',
  producthunt: 'Product Hunt',
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  bilibili: 'Bilibili',
  facebook: 'Facebook',
  vk: 'VK',
  weibo: 'Weibo',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  threads: 'Threads',
  pinterest: 'Pinterest',
  reddit: 'Reddit',
  medium: 'Medium',
  custom: 'Other',
};

export const socialPlatforms = Object.keys(platformNames) as Array<keyof SocialLinks>;
