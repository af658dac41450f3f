import { notFound } from 'next/navigation';

/** Any path no route claims: the localised not-found page. */
export default function CatchAll() {
  notFound();
}
