import { Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { SearchIcon } from './icons';

interface SearchInputProps {
  /** Accessible name; also the placeholder. */
  label: string;
  /** Called with the text once typing pauses for `debounceMs`. */
  onSearch: (text: string) => void;
  debounceMs: number;
  initialValue?: string;
}

/** A search box that reports its text only after the user stops typing for `debounceMs`. */
export function SearchInput({ label, onSearch, debounceMs, initialValue = '' }: SearchInputProps) {
  const [text, setText] = useState(initialValue);
  const latestOnSearch = useRef(onSearch);
  const firstRun = useRef(true);

  useEffect(() => {
    latestOnSearch.current = onSearch;
  });

  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    const timer = setTimeout(() => latestOnSearch.current(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);

  return (
    <InputGroup
      startElement={<SearchIcon aria-hidden="true" boxSize="4" color="fg.muted" />}
      maxW="sm"
    >
      <Input
        type="search"
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        bg="bg.panel"
      />
    </InputGroup>
  );
}
