/* build output omitted from the corpus copy */
export {};
