//! `Records`: a file of training records read in place.

use core::fmt;
use core::iter::FusedIterator;
use core::marker::PhantomData;

use super::binary_error::{BinaryError, BinaryErrorKind, BinaryFormat};
use super::{Hcpe, PackedSfenValue};

/// The records of a file of fixed-length training records, read one
/// after the other from its bytes without copying them:
/// [`PackedSfenValue::records`] (40 bytes each) and [`Hcpe::records`]
/// (38 bytes).
///
/// Each item is a record or the [`BinaryError`] that refuses it, naming
/// the record (from 0) and the byte in the file; a refused record does
/// not stop the next. A tail shorter than a record is refused as
/// [`BinaryErrorKind::Truncated`], and ends the records.
///
/// ```
/// use pin_runtime::shogi::{Hcpe, Sfen};
///
/// let file = [Hcpe::new(Sfen::START)?.to_bytes(); 3].concat();
/// let records = Hcpe::records(&file);
/// assert_eq!(records.len(), 3);
/// assert!(records.into_iter().all(|record| record.is_ok()));
/// # Ok::<(), pin_runtime::shogi::PackError>(())
/// ```
pub struct Records<'a, T> {
    /// The records not yet read.
    bytes: &'a [u8],
    /// The number of the next record.
    record: usize,
    record_type: PhantomData<fn() -> T>,
}

impl<'a, T> Records<'a, T> {
    /// The records of `bytes`.
    pub(super) const fn new(bytes: &'a [u8]) -> Self {
        Self {
            bytes,
            record: 0,
            record_type: PhantomData,
        }
    }

    /// Reads the next record of `N` bytes with `read`.
    fn next_with<const N: usize>(
        &mut self,
        format: BinaryFormat,
        read: impl FnOnce(&[u8; N]) -> Result<T, BinaryError>,
    ) -> Option<Result<T, BinaryError>> {
        let record = self.record;
        let start = record * N;
        let Some((bytes, rest)) = self.bytes.split_first_chunk::<N>() else {
            if self.bytes.is_empty() {
                return None;
            }
            let kind = BinaryErrorKind::Truncated {
                len: self.bytes.len(),
            };
            self.bytes = &[];
            return Some(Err(BinaryError::new(format, kind, start).numbered(record)));
        };
        self.bytes = rest;
        self.record += 1;
        Some(read(bytes).map_err(|error| error.in_record(format, start).numbered(record)))
    }

    /// The records left, the tail counted as one.
    const fn left<const N: usize>(&self) -> usize {
        self.bytes.len().div_ceil(N)
    }
}

impl<T> Clone for Records<'_, T> {
    fn clone(&self) -> Self {
        Self {
            bytes: self.bytes,
            record: self.record,
            record_type: PhantomData,
        }
    }
}

impl<T> fmt::Debug for Records<'_, T> {
    /// Writes the number of the next record and the bytes left.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Records")
            .field("record", &self.record)
            .field("bytes_left", &self.bytes.len())
            .finish()
    }
}

impl Iterator for Records<'_, PackedSfenValue> {
    type Item = Result<PackedSfenValue, BinaryError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_with(BinaryFormat::PackedSfenValue, PackedSfenValue::from_bytes)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.left::<40>();
        (left, Some(left))
    }
}

impl ExactSizeIterator for Records<'_, PackedSfenValue> {}

impl FusedIterator for Records<'_, PackedSfenValue> {}

impl Iterator for Records<'_, Hcpe> {
    type Item = Result<Hcpe, BinaryError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_with(BinaryFormat::Hcpe, Hcpe::from_bytes)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.left::<38>();
        (left, Some(left))
    }
}

impl ExactSizeIterator for Records<'_, Hcpe> {}

impl FusedIterator for Records<'_, Hcpe> {}
