import { describeExposesContract } from '../../tooling/testing/describe-exposes-contract';
import exposes from '../exposes.json';

describeExposesContract('wallet', exposes, `${__dirname}/..`);
