import { format } from '#format';

export const greet = (name) => format(`Hello, ${name}, from the my-condition build`);
