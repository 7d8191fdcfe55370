import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { CONSOLE_SECTIONS, OTHER_TOOLS } from './console-sections';
import { VisibilityCounts } from './visibility-counts';

function ToolList({ tools }: { tools: readonly { to: string; label: string; about: string }[] }) {
  return (
    <Row as="ul" xs={1} md={2} className="g-3 list-unstyled mb-4">
      {tools.map((tool) => (
        <Col as="li" key={tool.to}>
          <Card className="h-100">
            <Card.Body>
              <Card.Title as="h3" className="h5">
                <Link to={tool.to}>{tool.label}</Link>
              </Card.Title>
              <Card.Text>{tool.about}</Card.Text>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The console's overview: its sections and the teacher's other tools, each with what it is for. */
export function AdminPage() {
  return (
    <>
      <PageHeader title="Administration" />
      <h2 className="h4">Console</h2>
      <ToolList tools={CONSOLE_SECTIONS} />
      <h2 className="h4">Other tools</h2>
      <ToolList tools={OTHER_TOOLS} />
      <h2 className="h4">Who sees what</h2>
      <p>
        Everyone (public) includes visitors and e-mail recipients; learners are signed-in accounts; teachers
        only are hidden from learners. Set them in the dictionary, the sentences, texts and lessons, and on
        each recording.
      </p>
      <VisibilityCounts />
    </>
  );
}
