import { Route, Routes } from 'react-router-dom';

export default function App() {
  return (
    <Routes>
      <Route path="/about" element={<h1>About</h1>} />
    </Routes>
  );
}
