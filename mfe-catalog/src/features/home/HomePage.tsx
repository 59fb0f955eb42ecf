import { CenteredSpinner, DangerAlert, errorMessage } from '@kirana/shared';
import { ProductCard } from '../products/ProductCard';
import { useGetProductsQuery } from '../products/productsApi';
import '../products/catalog.css';

export function HomePage() {
  const { data, error, isLoading, refetch } = useGetProductsQuery({ pageSize: 48 });
  if (isLoading) return <CenteredSpinner label="Loading products" />;
  if (error || !data)
    return (
      <DangerAlert>
        {errorMessage(error)}{' '}
        <button type="button" className="kn-ui-button" onClick={() => void refetch()}>
          Retry
        </button>
      </DangerAlert>
    );
  return (
    <section>
      <h1 className="kn-cat-title">Groceries in 30–35 minutes</h1>
      <div className="kn-cat-grid">
        {data.items.map((product) => (
          <ProductCard key={product._id} product={product} />
        ))}
      </div>
    </section>
  );
}
