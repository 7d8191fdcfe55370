import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { WRITTEN_EXERCISE_DATES, WRITTEN_EXERCISES } from './written-exercises';

/** /exercises: the listening exercise and the written exercises by date. */
export function ExercisesIndexPage() {
  return (
    <>
      <PageHeader title="Exercises" />
      <section aria-labelledby="listening-exercises-heading" className="mb-4">
        <h2 id="listening-exercises-heading" className="h4">
          Listening
        </h2>
        <ul>
          <li>
            <Link to="/exercises/listening">Listening exercise</Link>
          </li>
        </ul>
      </section>
      <section aria-labelledby="written-exercises-heading">
        <h2 id="written-exercises-heading" className="h4">
          Written exercises
        </h2>
        <ul>
          {WRITTEN_EXERCISE_DATES.map((date) => (
            <li key={date}>
              <Link to={`/exercises/${date}`}>{date}</Link>: {WRITTEN_EXERCISES[date].title}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
