import { createRoot } from 'react-dom/client';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

// The benchmark's baseline: the least a Module Federation host with the store's libraries can do to show
// the home page's products (the same first API request, cards with a picture, a name and a price).

interface Card {
  _id: string;
  name: string;
  price: number;
  imageUrl: string;
}

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  padding: 16px;
  font-family: Arial, sans-serif;
  img {
    width: 100%;
    aspect-ratio: 1;
  }
`;

function Home() {
  const [cards, setCards] = useState<Card[]>([]);
  useEffect(() => {
    void fetch('/api/products?page=1&limit=25', { credentials: 'include', headers: { Accept: 'application/json' } })
      .then((r) => r.json() as Promise<{ products: Card[] }>)
      .then((d) => setCards(d.products));
  }, []);
  return (
    <main>
      <h1>Maple Market</h1>
      <Grid>
        {cards.map((c) => (
          <article key={c._id} data-testid="product-card">
            <img src={c.imageUrl} alt={c.name} />
            <h2>{c.name}</h2>
            <p>${c.price.toFixed(2)}</p>
          </article>
        ))}
      </Grid>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Home />);
