//! Sorting the short lists of the crate (a position's mating moves): an
//! insertion sort, stable, in a few dozen bytes of code
//! where the standard library's sorts bring several kilobytes each into the
//! WebAssembly module.

/// Sorts `list` by `key`, keeping the order of equal keys. Quadratic: for
/// lists of tens of items, not thousands.
pub(crate) fn sort_by_key<T, K: Ord>(list: &mut [T], mut key: impl FnMut(&T) -> K) {
    for i in 1..list.len() {
        let mut j = i;
        while j > 0 && key(&list[j - 1]) > key(&list[j]) {
            list.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_as_the_standard_stable_sort_does() {
        let mut seed = 7u32;
        for len in 0..40 {
            let mut list: alloc::vec::Vec<(u32, usize)> = (0..len)
                .map(|i| {
                    seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                    ((seed >> 28) % 5, i)
                })
                .collect();
            let mut expected = list.clone();
            expected.sort_by_key(|&(k, _)| k);
            sort_by_key(&mut list, |&(k, _)| k);
            assert_eq!(list, expected);
        }
    }
}
