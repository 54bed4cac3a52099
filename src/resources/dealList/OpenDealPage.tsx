import { Navigate, useParams } from 'react-router-dom';

/** A row of the deals list opens the deal's own page (/deals/:id). */
const OpenDealPage = () => <Navigate to={`/deals/${useParams().id ?? ''}`} replace />;

export default OpenDealPage;
