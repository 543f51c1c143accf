// A file of the package imports the package by its own name.
import { greet } from 'greeter';

export const shout = (name) => greet(name).toUpperCase();
