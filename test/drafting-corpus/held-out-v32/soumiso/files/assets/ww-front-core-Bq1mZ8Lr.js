export const ww={version:"418"};
