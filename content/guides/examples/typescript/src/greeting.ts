export interface Visitor {
  name: string;
  visits: number;
}

export function greet(visitor: Visitor): string {
  const times = visitor.visits === 1 ? 'time' : 'times';
  return `Hello, ${visitor.name}! You have been here ${visitor.visits} ${times}.`;
}
