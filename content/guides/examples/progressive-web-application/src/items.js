export const items = ['Passport', 'Charger', 'Rain jacket', 'Toothbrush'];
