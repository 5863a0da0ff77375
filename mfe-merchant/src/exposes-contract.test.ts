import { describeExposesContract } from '../../tooling/testing/describe-exposes-contract';
import exposes from '../exposes.json';

describeExposesContract('merchant', exposes, `${__dirname}/..`);
