import { FormattedMessage } from 'react-intl';
import { RouteLink } from '@ph/remote-kit';
import { CATEGORY_SLUGS } from '@ph/catalogue-logic';
import { CATEGORY_NAMES } from './categoryNames';

export function CategoryLinks() {
  return (
    <nav aria-labelledby="cat-categories">
      <h2 id="cat-categories">
        <FormattedMessage id="catalogue.categories.title" defaultMessage="Categories" />
      </h2>
      <ul className="cat-nav-list">
        {CATEGORY_SLUGS.map((slug) => (
          <li key={slug}>
            <RouteLink to="category" params={{ category: slug }}>
              <FormattedMessage {...CATEGORY_NAMES[slug]} />
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
