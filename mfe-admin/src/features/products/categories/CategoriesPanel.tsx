import { Button, Empty, Popconfirm, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import type { Category } from '@kirana/shared';
import { attempt } from '../../../app/attempt';
import { useDeleteCategoryMutation, useGetAdminCategoriesQuery } from '../catalogueAdminApi';
import { LoadError } from '../LoadError';
import { CategoryFormModal } from './CategoryFormModal';

/** The shop's aisles in the order customers see them, with how many products each shows. */
export function CategoriesPanel() {
  const categories = useGetAdminCategoriesQuery();
  const [deleteCategory] = useDeleteCategoryMutation();
  const [editing, setEditing] = useState<Category | 'new' | null>(null);

  return (
    <>
      <div className="kn-adm-products-bar">
        <p className="kn-adm-page-hint">A category that still has products (even hidden ones) can’t be deleted: move or delete them first.</p>
        <Button type="primary" onClick={() => setEditing('new')}>
          Add category
        </Button>
      </div>
      {categories.error && <LoadError what="the categories" error={categories.error} retrying={categories.isFetching} onRetry={() => void categories.refetch()} />}
      {categories.isLoading && (
        <div role="status" aria-busy="true" aria-label="Loading categories">
          <Skeleton active avatar paragraph={{ rows: 6 }} />
        </div>
      )}
      {categories.data?.length === 0 && <Empty description="No categories yet: add the first one" />}
      {categories.data && categories.data.length > 0 && (
        <ol className="kn-adm-categories" aria-label="Categories in shop order">
          {categories.data.map((category) => (
            <li key={category._id} className="kn-adm-category">
              {category.image ? <img className="kn-adm-thumb" src={category.image} alt="" width={48} height={48} /> : <span className="kn-adm-thumb" />}
              <span className="kn-adm-category__main">
                <strong className="kn-adm-category__name">{category.name}</strong>
                <Space size="small" wrap>
                  <Tag>{category.productCount === 1 ? '1 product in the shop' : `${category.productCount} products in the shop`}</Tag>
                  <span className="kn-adm-muted">Position {category.sortOrder}</span>
                </Space>
              </span>
              <Space size="small" className="kn-adm-category__actions">
                <Button size="small" onClick={() => setEditing(category)} aria-label={`Edit ${category.name}`}>
                  Edit
                </Button>
                {/* A category in use says so before asking, rather than asking and then refusing. */}
                <Popconfirm
                  {...(category.productCount > 0
                    ? {
                        title: `${category.name} still has ${category.productCount === 1 ? '1 product' : `${category.productCount} products`} in the shop. Move or delete them first.`,
                        okText: 'OK',
                        showCancel: false,
                        onConfirm: () => undefined,
                      }
                    : {
                        title: `Delete ${category.name}?`,
                        okText: 'Delete',
                        okButtonProps: { danger: true },
                        onConfirm: () => attempt(() => deleteCategory(category._id).unwrap(), `${category.name} deleted`),
                      })}
                >
                  <Button size="small" danger aria-label={`Delete ${category.name}`}>
                    Delete
                  </Button>
                </Popconfirm>
              </Space>
            </li>
          ))}
        </ol>
      )}
      <CategoryFormModal editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
