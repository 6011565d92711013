import type { CategoryCard } from '../../data/types';
import { usePage, useTranslatePlural } from '../../data/context';
import { Breadcrumbs } from '../Breadcrumbs';
import { Paginator } from '../Paginator';
import { VersionBanner } from '../VersionBanner';
import styles from './styles.module.css';

function Card({ card }: { card: CategoryCard }) {
  const translatePlural = useTranslatePlural();
  const description =
    card.description ||
    (card.type === 'category' && card.count !== undefined
      ? translatePlural('theme.docs.DocCard.categoryDescription.plurals', card.count)
      : '');
  return (
    <li className={styles.cardItem}>
      <a className={styles.card} href={card.href} data-type={card.type}>
        <span className={styles.cardTitle}>
          <span aria-hidden="true">{card.type === 'category' ? '🗃️' : '📄'}</span> {card.label}
        </span>
        {description && <span className={styles.cardDescription}>{description}</span>}
      </a>
    </li>
  );
}

/** A generated category index: title, description and the children as cards. */
export function CategoryPage() {
  const page = usePage();
  return (
    <article className={styles.page}>
      <VersionBanner />
      <Breadcrumbs />
      {!page.flags.hideTitle && <h1 className={styles.title}>{page.title}</h1>}
      {page.description && <p className={styles.description}>{page.description}</p>}
      <ul className={styles.cards}>
        {(page.category?.cards ?? []).map((card) => (
          <Card key={card.href} card={card} />
        ))}
      </ul>
      <Paginator previous={page.previous} next={page.next} />
    </article>
  );
}
