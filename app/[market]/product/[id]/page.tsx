import { generateMetadata, ProductPage } from '../../_product/product-route';

export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export { generateMetadata };
export default ProductPage;
