export const tileSize = 8;
