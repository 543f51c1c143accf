export const title = 'About';
export const render = () => 'A small project about context modules.';
