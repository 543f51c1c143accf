import todo from './todo.txt';
import directive from './directive.txt';
import missing from './missing.txt';

console.log(todo, directive, missing);
