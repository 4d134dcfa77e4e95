// Addresses the site links to that other branches of issue 17 serve: the generated logos and avatars
// (/images/, branch issue-17-demo) and the founder's dashboard and Submit page (branch
// issue-17-dashboard). Until those branches are merged they answer 404 here, so the crawl and the
// browser tests skip them. REMOVE THIS LIST (and its two uses) WHEN BOTH BRANCHES ARE MERGED.
export const servedByOtherBranches = ['/images/', '/submit', '/dashboard'];

export const awaitsOtherBranch = (path: string) => servedByOtherBranches.some((prefix) => path.startsWith(prefix));
