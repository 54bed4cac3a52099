import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { loadedFlagSvg, loadFlagSvg, svgDataUrl } from './flagLoader';

export interface CountryFlagProps {
  /** Two-letter country code. */
  iso2: string;
  /** Height in pixels; the flag is 3:2. */
  height?: number;
}

/** A country's bundled flag, loaded on first use; an empty box of the same size until then. Decorative. */
export const CountryFlag = ({ iso2, height = 16 }: CountryFlagProps) => {
  const [loaded, setLoaded] = useState<{ iso2: string; svg?: string }>(() => ({ iso2, svg: loadedFlagSvg(iso2) }));

  useEffect(() => {
    if (loadedFlagSvg(iso2)) return;
    let current = true;
    void loadFlagSvg(iso2).then((svg) => {
      if (current) setLoaded({ iso2, svg });
    });
    return () => {
      current = false;
    };
  }, [iso2]);

  const svg = loadedFlagSvg(iso2) ?? (loaded.iso2 === iso2 ? loaded.svg : undefined);
  return (
    <Box
      component="span"
      aria-hidden
      data-flag={iso2}
      sx={{
        display: 'inline-flex',
        flexShrink: 0,
        width: height * 1.5,
        height,
        borderRadius: '2px',
        overflow: 'hidden',
        bgcolor: svg ? undefined : 'action.hover',
      }}
    >
      {svg && <img src={svgDataUrl(svg)} alt="" width={height * 1.5} height={height} />}
    </Box>
  );
};
