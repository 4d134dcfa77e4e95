export const h=0;
