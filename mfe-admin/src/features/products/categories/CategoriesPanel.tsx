import { Button, Empty, Popconfirm, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import type { Category } from '@kirana/shared';
import { attempt } from '../../../lib/attempt';
import { useDeleteCategoryMutation, useGetAdminCategoriesQuery } from '../../../lib/catalogueAdminApi';
import { LoadError } from '../LoadError';
import { CategoryFormModal } from './CategoryFormModal';
import { useT } from '../../../i18n';

/** The shop's aisles in the order customers see them, with how many products each shows. */
export function CategoriesPanel() {
  const t = useT();
  const categories = useGetAdminCategoriesQuery();
  const [deleteCategory] = useDeleteCategoryMutation();
  const [editing, setEditing] = useState<Category | 'new' | null>(null);

  return (
    <>
      <div className="kn-adm-products-bar">
        <p className="kn-adm-page-hint">
          {t('A category that still has products (even hidden ones) can’t be deleted: move or delete them first.')}
        </p>
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('Add category')}
        </Button>
      </div>
      {categories.error && (
        <LoadError
          title={t('We couldn’t load the categories')}
          error={categories.error}
          retrying={categories.isFetching}
          onRetry={() => void categories.refetch()}
        />
      )}
      {categories.isLoading && (
        <div role="status" aria-busy="true" aria-label={t('Loading categories')}>
          <Skeleton active avatar paragraph={{ rows: 6 }} />
        </div>
      )}
      {categories.data?.length === 0 && <Empty description={t('No categories yet: add the first one')} />}
      {categories.data && categories.data.length > 0 && (
        <ol className="kn-adm-categories" aria-label={t('Categories in shop order')}>
          {categories.data.map((category) => (
            <li key={category._id} className="kn-adm-category">
              {category.image ? (
                <img className="kn-adm-thumb" src={category.image} alt="" width={48} height={48} />
              ) : (
                <span className="kn-adm-thumb" />
              )}
              <span className="kn-adm-category__main">
                <strong className="kn-adm-category__name">{category.name}</strong>
                <Space size="small" wrap>
                  <Tag>
                    {t('{count, plural, one {# product in the shop} other {# products in the shop}}', {
                      count: category.productCount,
                    })}
                  </Tag>
                  <span className="kn-adm-muted">{t('Position {position}', { position: category.sortOrder })}</span>
                </Space>
              </span>
              <Space size="small" className="kn-adm-category__actions">
                <Button
                  size="small"
                  onClick={() => setEditing(category)}
                  aria-label={t('Edit {name}', { name: category.name })}
                >
                  {t('Edit')}
                </Button>
                {/* A category in use says so before asking, rather than asking and then refusing. */}
                <Popconfirm
                  {...(category.productCount > 0
                    ? {
                        title: t(
                          '{name} still has {count, plural, one {# product} other {# products}} in the shop. Move or delete them first.',
                          {
                            name: category.name,
                            count: category.productCount,
                          },
                        ),
                        okText: t('OK'),
                        showCancel: false,
                        onConfirm: () => undefined,
                      }
                    : {
                        title: t('Delete {name}?', { name: category.name }),
                        okText: t('Delete'),
                        okButtonProps: { danger: true },
                        onConfirm: () =>
                          attempt(
                            () => deleteCategory(category._id).unwrap(),
                            t('{name} deleted', { name: category.name }),
                          ),
                      })}
                >
                  <Button size="small" danger aria-label={t('Delete {name}', { name: category.name })}>
                    {t('Delete')}
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
