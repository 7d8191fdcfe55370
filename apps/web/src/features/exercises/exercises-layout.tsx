import { Link, Outlet, useMatch } from 'react-router-dom';

/** Wraps /exercises and its children: every child page links back to the index (spec §2), the index itself does not. */
export function ExercisesLayout() {
  const onIndex = useMatch({ path: '/exercises', end: true }) !== null;
  return (
    <>
      {!onIndex && (
        <p className="mb-3">
          <Link to="/exercises">Exercises Index</Link>
        </p>
      )}
      <Outlet />
    </>
  );
}
