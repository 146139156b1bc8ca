import { highlight } from "../lib/documents";

export function Passage({ text, terms }: { text: string; terms: string[] }) {
  return (
    <blockquote className="passage">
      {highlight(text, terms).map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
    </blockquote>
  );
}
